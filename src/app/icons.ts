export {
  IconAdjustments, IconAlertOctagon, IconAlertTriangle, IconBell, IconCamera, IconCircleCheckFilled, IconClockHour4, IconCode, IconCpu,
  IconFiles, IconHome, IconKey, IconLayoutSidebarRightExpand, IconLogout, IconMovie, IconPlayerPlay, IconPlayerStop, IconPlugConnectedX,
  IconPlus, IconPower, IconRefresh, IconSettings, IconTerminal2, IconTrash, IconUserCircle, IconUserPlus, IconX,
} from '@tabler/icons-react'
