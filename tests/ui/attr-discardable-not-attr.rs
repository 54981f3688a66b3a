#[ods_macros::dialect(discardable = [flag: I32])]
mod d {}

fn main() {}
