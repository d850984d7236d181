// Mantine styles per component instead of the full 294 KB `@mantine/core/styles.css`.
// Order matters: global files first, then components that others build on, then the rest
// (https://mantine.dev/styles/css-files-list). Add a component's file here when a page starts using it.
// The `.layer.css` files (`@layer mantine`): the project's own styles win whatever the order the
// files arrive in, since on a content page these load on demand, after the page's (ADR 0127).
// root.tsx imports this for the application; app/theme-provider.tsx for what loads on demand.
import './mantine-global-styles.ts';

import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';

import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Card.layer.css';

import '@mantine/notifications/styles.layer.css';
import '@mantine/carousel/styles.layer.css';
