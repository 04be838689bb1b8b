// server/ uses contract/ and pure src-domain only.
import { useState } from 'react';
export const hook = useState;
