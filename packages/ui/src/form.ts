/**
 * The react-hook-form bound field, apart from the rest of the kit: `@p2p/ui` is loaded for the first
 * paint, and a shared module is shipped whole, so FormField there would bring react-hook-form (16 KB
 * gzip) to every visitor before any form is shown.
 */
export { FormField, type FormFieldProps } from './components/FormField';
