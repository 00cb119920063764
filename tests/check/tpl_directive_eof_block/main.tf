variable "size" {
  type = any
  default = "%{if true}x
}

variable "b" {
  default = "y"
}

variable "c" {
  default = <<EOT
%{ for v in [1] }
${v}
EOT
}
