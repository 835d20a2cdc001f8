// The admin table and screen frame are shared by every admin feature: components/admin-table.tsx.
export * from '@/components/admin-table';
