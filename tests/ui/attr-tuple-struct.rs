#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp(I32);
}

fn main() {}
