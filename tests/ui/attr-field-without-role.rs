#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        x: I32,
    }
}

fn main() {}
