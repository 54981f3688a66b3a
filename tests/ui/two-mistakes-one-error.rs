mod d {
    ods_macros::include_ods!("two-mistakes-one-error.ods");
}

fn main() {}
