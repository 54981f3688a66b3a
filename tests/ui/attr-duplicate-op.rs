#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp;

    #[op("a")]
    pub struct BOp;
}

fn main() {}
