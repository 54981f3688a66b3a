#[ods_macros::dialect]
mod d {
    #[derive(Debug)]
    #[op("a")]
    pub struct AOp;
}

fn main() {}
