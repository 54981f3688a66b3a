#[ods_macros::dialect(nme = "d")]
mod d {}

fn main() {}
