variable "zone" {
  type    = string
  default = "a"
}
