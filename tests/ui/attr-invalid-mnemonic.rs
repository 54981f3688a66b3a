#[ods_macros::dialect]
mod d {
    #[op("1a")]
    pub struct AOp;
}

fn main() {}
