mod d {
    ods_macros::include_ods!("builder-named-like-a-default-builder.ods");
}

fn main() {}
