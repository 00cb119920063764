variable "subnet" {
  type = string
}
