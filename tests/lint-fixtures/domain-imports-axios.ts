// src-domain must not import axios: HTTP is a port.
import axios from 'axios';
export const client = axios;
