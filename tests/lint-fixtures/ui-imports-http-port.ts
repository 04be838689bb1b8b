// src-ui must not take the HTTP port: it calls use cases over gateway ports.
import { HttpPort } from '@domain/ports/http';
export const port = HttpPort;
