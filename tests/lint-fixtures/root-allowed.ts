// src/ is the composition root: it may know every layer.
import { thing } from '@adapters/http/axios-http';
import { useService } from '@ui/di';
import { HttpPort } from '@domain/ports/http';
export const deps = [thing, useService, HttpPort];
