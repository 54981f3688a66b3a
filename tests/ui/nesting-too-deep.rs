mod d {
    ods_macros::include_ods!("nesting-too-deep.ods");
}

fn main() {}
