#[ods_macros::dialect]
mod d {
    #[pass("p")]
    pub struct P {
        depth: i64,
    }
}

fn main() {}
