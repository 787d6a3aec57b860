import { Group, Image, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';

/** A warehouse address's picture (or a warehouse icon) and name, as both areas head its card. */
export function WarehouseAddressTitle({
  id,
  name,
  image,
  imageAlt,
  size,
}: {
  /** The heading's id, which names the card (aria-labelledby). */
  id: string;
  name: string;
  image: string | null;
  imageAlt: string;
  size: number;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {image ? (
        <Image src={image} alt={imageAlt} w={size} h={size} radius="md" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <ThemeIcon variant="light" size={size} radius="md">
          <IconBuildingWarehouse size={Math.round(size / 2)} aria-hidden />
        </ThemeIcon>
      )}
      <Title order={2} fz="lg" id={id} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Title>
    </Group>
  );
}
