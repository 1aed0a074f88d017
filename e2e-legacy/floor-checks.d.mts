export function floorQuery(): string;
export function esLevelOfChrome(version: number): string;
export function floorEsLevel(): string;
export function cssAboveFloor(css: string): string[];
