// contract/ imports only zod.
import { useState } from 'react';
export const hook = useState;
