// Allowed in src-ui: react, the domain's ports and rules.
import { useState } from 'react';
import { HttpPort } from '@domain/ports/http';
export const deps = [useState, HttpPort];
