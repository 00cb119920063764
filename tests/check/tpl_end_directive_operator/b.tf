variable "c" {
  default = <<EOF
%{else ... }
EOF
}
