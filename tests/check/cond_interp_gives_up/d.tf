variable "d1" {
  default = <<EOT
x${[ ( 1 ? 3 ) ] * 2}b
EOT
}

