#[ods_macros::dialect]
mod d {
    #[pass("p")]
    pub struct P {
        #[list_option("names", "Names to skip")]
        names: String,
    }
}

fn main() {}
