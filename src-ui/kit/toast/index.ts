export { useToast } from './use-toast';
