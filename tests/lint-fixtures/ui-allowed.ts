// Allowed in src-ui: react, the domain's ports and use cases, the HTTP failure helpers.
import { useState } from 'react';
import { isHttpFailure } from '@domain/ports/http';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { reportIn } from '@domain/use-cases/checkin/report-in';
export const deps = [useState, isHttpFailure, CheckinGateway, reportIn];
