variable "size" {
  type = any
}

variable "h" {
  type = any
  default = <<EOF
%{endif x}
EOF
}
