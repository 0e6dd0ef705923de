/** Size of the slider and click-word pictures, in picture pixels (the answers use the same units). */
export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
/** Width (and height) of the slider piece, knobs included; its picture is this wide and full height. */
export const PIECE_SIZE = 50;
