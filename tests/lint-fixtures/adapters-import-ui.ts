// src-adapters must not import src-ui.
import { useService } from '@ui/di';
export const again = useService;
