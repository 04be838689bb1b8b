// Allowed in src-adapters: libraries, the domain and the contract.
import axios from 'axios';
import { HttpPort } from '@domain/ports/http';
import { route } from '@contract/endpoint';
export const deps = [axios, HttpPort, route];
