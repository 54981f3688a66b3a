mod d {
    ods_macros::include_ods!("builders-defining-the-same-function.ods");
}

fn main() {}
