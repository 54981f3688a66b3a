#[ods_macros::dialect(name = "my-dialect")]
mod d {}

fn main() {}
