#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operan]
        x: I32,
    }
}

fn main() {}
