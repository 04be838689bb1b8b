// src-domain must not import the container library.
import { injectable } from 'inversify';
export const decorate = injectable;
