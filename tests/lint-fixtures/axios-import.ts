import axios from 'axios';

export const client = axios.create();
export const later = () => import('axios');
