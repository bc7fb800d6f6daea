// Testing Library's DOM matchers (toBeInTheDocument, …) for the component tests in src/.
/// <reference types="@testing-library/jest-dom/vitest" />
