mod d {
    ods_macros::include_ods!("builder-parameter-named-builder.ods");
}

fn main() {}
