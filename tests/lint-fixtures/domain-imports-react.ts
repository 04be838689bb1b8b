// src-domain must not import react.
import { useState } from 'react';
export const hook = useState;
