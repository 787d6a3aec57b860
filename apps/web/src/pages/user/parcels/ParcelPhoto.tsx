import { IconPackage } from '@tabler/icons-react';
import classes from './parcels.module.css';

/** The warehouse's photo of a parcel, or a box icon when there is none yet. */
export function ParcelPhoto({ src, alt, size }: { src: string | null; alt: string; size: number }) {
  return (
    <div className={classes.photo} style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <IconPackage size={Math.round(size / 2)} stroke={1.5} aria-hidden />
      )}
    </div>
  );
}
