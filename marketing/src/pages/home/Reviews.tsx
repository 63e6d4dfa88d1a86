import { reviews } from "../../content/reviews.js";

export function Reviews() {
  return (
    <section id="reviews" className="section" aria-labelledby="reviews-title">
      <div className="container">
        <p className="eyebrow">Κριτικές</p>
        <h2 id="reviews-title" className="section-title">
          Τι λένε τα καταστήματα που το χρησιμοποιούν
        </h2>
        <ul className="review-grid">
          {reviews.map((review) => (
            <li key={review.shop} className="review">
              <figure>
                <p className="stars" role="img" aria-label={`Βαθμολογία ${review.rating} από 5`}>
                  {"★".repeat(review.rating)}
                  <span className="stars-empty">{"★".repeat(5 - review.rating)}</span>
                </p>
                <blockquote>
                  <p>«{review.quote}»</p>
                </blockquote>
                <figcaption>
                  <strong>{review.person}</strong>, {review.role}
                  <br />
                  {review.shop}, {review.city}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
