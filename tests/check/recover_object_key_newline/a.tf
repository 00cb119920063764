variable "items" {
}
