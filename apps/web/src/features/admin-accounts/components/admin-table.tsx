// The admin table moved to components/ so that every admin feature can use it; the accounts
// screens keep importing it from here.
export * from '@/components/admin-table';
