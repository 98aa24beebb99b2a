// Mantine's per-component CSS instead of its 41 KB styles.css. Order matters: baseline and
// global first, then each component after the components it builds on.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
// Sections (src/sections/): VisuallyHidden for screen-reader labels.
import '@mantine/core/styles/VisuallyHidden.css';
