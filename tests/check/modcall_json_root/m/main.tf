variable "y" {
  type = string
}
