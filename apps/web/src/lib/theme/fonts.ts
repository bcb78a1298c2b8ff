// Public Sans, weights 300 to 900, Latin and Latin Extended subsets only (spec section 1).
import '@fontsource/public-sans/latin-300.css';
import '@fontsource/public-sans/latin-ext-300.css';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-ext-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-ext-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-ext-600.css';
import '@fontsource/public-sans/latin-700.css';
import '@fontsource/public-sans/latin-ext-700.css';
import '@fontsource/public-sans/latin-800.css';
import '@fontsource/public-sans/latin-ext-800.css';
import '@fontsource/public-sans/latin-900.css';
import '@fontsource/public-sans/latin-ext-900.css';
