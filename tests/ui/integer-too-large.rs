mod d {
    ods_macros::include_ods!("integer-too-large.ods");
}

fn main() {}
