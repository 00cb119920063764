variable "n" {
  default = if .
}
