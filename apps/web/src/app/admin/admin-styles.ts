// The Mantine components only the admin desk shows (issue 18: the operator's screens do not parse
// them), imported after the operator's set (app/layout/app-layout.tsx; see admin-layout.tsx) and in
// the order of Mantine's own styles.css; app/layout/mantine-styles.test.ts checks both lists.
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
