// Noto Sans Arabic (Arabic subset), loaded through a dynamic import only while Arabic is active.
import '@fontsource/noto-sans-arabic/arabic-300.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-500.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import '@fontsource/noto-sans-arabic/arabic-800.css';
import '@fontsource/noto-sans-arabic/arabic-900.css';
